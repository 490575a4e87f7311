import { describe, expect, it } from 'vitest';
import {
  fieldProblem,
  financeProblems,
  inputsToRecord,
  maskSensitive,
  normaliseFinanceRecord,
  recordToInputs,
  streetOf,
} from './finance-rules.js';

const record = normaliseFinanceRecord({
  orgName: 'Nebula',
  team: 'Nebula VR',
  orgType: '个人',
  orgCountry: 'cn',
  orgCity: '北京市/市辖区/海淀区',
  orgAddr: '北京市/市辖区/海淀区/中关村大街 1 号',
  mobile: '+86 10 8888 0000',
  email: 'pay@nebula.example',
  ownerNamePre: '王',
  ownerNameSuffix: '五',
  ownerName: '王/五',
  ownerBirth: '1988-08-08',
  taxId: 'TAX123',
  bfyName: 'Nebula',
  bankName: 'Bank',
  bankCountry: 'GB',
  bankCity: 'London',
  bankAddr: 'London/1 Bank Street',
  bankBic: 'barcgb22',
  cardNo: '12345678.90',
});

describe('finance rules', () => {
  it('normalises the record: trimmed, listed organisation type, upper-case codes', () => {
    expect(record).toMatchObject({ orgType: 'Personal', orgCountry: 'CN', bankBic: 'BARCGB22' });
    expect(financeProblems(record, { today: '2026-01-01' })).toEqual({});
  });

  it('turns a record into the form inputs and back without loss', () => {
    const inputs = recordToInputs(record);
    expect(inputs.orgAddr).toBe('中关村大街 1 号');
    expect(inputs.bankAddr).toBe('1 Bank Street');
    expect(inputsToRecord(inputs)).toEqual(record);
  });

  it('checks a mainland China city against the region lookup when one is given', () => {
    const isChinaRegion = (path: string) => path === '北京市/市辖区/海淀区';
    expect(fieldProblem('orgCity', '北京市/市辖区/海淀区', { country: 'CN', isChinaRegion })).toBe(
      null,
    );
    expect(fieldProblem('orgCity', '北京市/市辖区/火星区', { country: 'CN', isChinaRegion })).toBe(
      'unknown',
    );
    expect(fieldProblem('bankCity', 'Lon/don', { country: 'GB' })).toBe('slash');
  });

  it('finds the street of an address only under its own city', () => {
    expect(streetOf('London/1 Bank Street', 'London')).toBe('1 Bank Street');
    expect(streetOf('Londonderry/1 Bank Street', 'London')).toBeNull();
    expect(streetOf('/x', '')).toBeNull();
  });

  it('masks all but the last four characters, and the birth date but its year', () => {
    expect(maskSensitive('cardNo', '6222021234567890')).toBe('************7890');
    expect(maskSensitive('bankBic', 'BARCGB22')).toBe('****GB22');
    expect(maskSensitive('taxId', '12345')).toBe('**2345');
    expect(maskSensitive('ownerBirth', '1988-08-08')).toBe('1988-**-**');
    expect(maskSensitive('cardNo', '')).toBe('');
  });
});
