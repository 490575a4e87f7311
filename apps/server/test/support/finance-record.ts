import type { FinanceRecord } from '@vrportal/contract';

/** A payment profile the finance rules accept (a Hangzhou studio paid in Hong Kong). */
export function financeRecord(changes: Partial<FinanceRecord> = {}): FinanceRecord {
  return {
    orgName: 'Nebula Studio',
    team: 'Nebula VR',
    orgType: 'Limited Liability Company',
    orgCountry: 'CN',
    orgCity: '浙江省/杭州市/西湖区',
    orgAddr: '浙江省/杭州市/西湖区/文三路 100 号',
    mobile: '+86 571-8888 0000',
    fax: '',
    email: 'finance@nebula.example',
    remittance: '',
    invoice: 'invoice@nebula.example',
    ownerNamePre: '张',
    ownerNameSuffix: '三',
    ownerName: '张/三',
    ownerBirth: '1990-05-15',
    taxId: '91330100MA2XXXXX7Q',
    bfyName: 'Nebula Studio Ltd',
    bankName: 'HSBC',
    bankBranch: 'Central',
    bankCountry: 'HK',
    bankCity: 'Hong Kong',
    bankAddr: 'Hong Kong/1 Queen’s Road Central',
    bankBic: 'HSBCHKHHHKH',
    cardNo: '004123456789001',
    ...changes,
  };
}
