import {
  DeleteOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { ErrorCode, billLimits, type Bill } from '@vrportal/contract';
import { App, Button } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useBillDownload } from '../api/bill-download';
import { useSendMail } from '../api/dev-send-mail';
import type { UploadView } from '../lib/bill-view';
import { NO_VALUE } from '../lib/format';
import { pdfProblem } from '../lib/bill-view';
import { useBillsText } from '../lib/texts';
import { Countdown } from './Countdown';
import { DownloadLink } from './DownloadLink';
import { formatBytes } from '@/lib/bytes';

const pdfMax = formatBytes(billLimits.pdfMaxBytes);

type Shown = Exclude<UploadView, { kind: 'none' }>;

/**
 * The upload area of a verified bill: the invoice (2, 3) or attachment (4) picked, held here with
 * its name and a delete icon, and sent by mail; then the sent file's link; the overtime message
 * once the window closed without a file.
 */
export function UploadSection({ bill, view, now }: { bill: Bill; view: Shown; now: number }) {
  const t = useBillsText();
  const headingId = useId();
  return (
    <section className="bill-upload" aria-labelledby={headingId} data-upload={view.kind}>
      <h3 id={headingId} className="bill-card__section-title">
        {t(view.label === 'invoice' ? 'upload.invoice' : 'upload.attachment')}
      </h3>
      {view.kind === 'stored' ? <StoredFile file={view.file} /> : null}
      {view.kind === 'overtime' ? (
        <p className="bill-note bill-note--warning">{t('upload.overtime')}</p>
      ) : null}
      {view.kind === 'open' ? (
        <>
          <Countdown label={t('upload.left')} until={view.until} now={now} />
          <PdfSender billId={bill.id} />
        </>
      ) : null}
    </section>
  );
}

function StoredFile({ file }: { file: { storeName: string; pdfName: string } | null }) {
  const t = useBillsText();
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const download = useBillDownload();
  const name = file?.pdfName ?? NO_VALUE;
  const open = () => {
    if (!file) return;
    download.mutate(file, {
      onSuccess: (result) => {
        const key = 'bill-file';
        if (result === 'done') void message.success({ content: tc('download.done'), key });
        else if (result === 'failed') void message.error({ content: tc('download.failed'), key });
        else void message.error({ content: tc('errors.network'), key });
      },
    });
  };
  return (
    <p className="bill-file" data-testid="stored-file">
      <span className="bill-file__label">{t('upload.stored')}</span>
      {file && file.pdfName !== NO_VALUE ? (
        <DownloadLink
          className="bill-file__link"
          icon={<FilePdfOutlined />}
          loading={download.isPending}
          aria-label={t('upload.download', { name })}
          onClick={open}
        >
          {name}
        </DownloadLink>
      ) : (
        <span className="bill-file__name">{NO_VALUE}</span>
      )}
    </p>
  );
}

function PdfSender({ billId }: { billId: string }) {
  const t = useBillsText();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMail();
  const reasonId = useId();

  const pick = (chosen: File) => {
    const refused = pdfProblem(chosen, billLimits.pdfMaxBytes);
    if (refused) {
      setProblem(refused === 'notPdf' ? t('upload.notPdf') : t('upload.tooBig', { max: pdfMax }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const submit = () => {
    if (!file) return;
    send.mutate(
      { id: billId, file },
      {
        onSuccess: () => {
          setFile(null);
          void message.success({ content: t('upload.sent'), key: `bill-mail-${billId}` });
        },
        onError: (error) => {
          if (!isApiError(error)) {
            void message.error({ content: t('upload.failed'), key: `bill-mail-${billId}` });
            return;
          }
          // a mail that could not be sent (502) is "Mail sending failed"; other refusals say
          // why in the server's words; what the client already told stays told
          const mailFailed = error.httpStatus === 502 || error.is(ErrorCode.billMailFailed);
          if (!mailFailed && error.handled) return;
          const text = mailFailed ? t('upload.failed') : error.errMsg || t('upload.failed');
          void message.error({ content: text, key: `bill-mail-${billId}` });
        },
      },
    );
  };

  return (
    <div className="bill-sender">
      <p className="bill-sender__rule">{t('upload.rule', { max: pdfMax })}</p>
      {file ? (
        <div className="bill-picked" data-testid="picked-file">
          <PaperClipOutlined className="bill-picked__icon" aria-hidden="true" />
          <span className="bill-picked__name" title={file.name}>
            {file.name}
          </span>
          <span className="bill-picked__size">{formatBytes(file.size)}</span>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('upload.remove', { name: file.name })}
            disabled={send.isPending}
            onClick={() => setFile(null)}
          />
        </div>
      ) : null}
      {problem ? (
        <p className="bill-sender__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="bill-sender__actions">
        <Button
          icon={<UploadOutlined />}
          disabled={send.isPending}
          onClick={() => input.current?.click()}
        >
          {t(file ? 'upload.chooseAgain' : 'upload.choose')}
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!file}
          loading={send.isPending}
          aria-describedby={file ? undefined : reasonId}
          onClick={submit}
        >
          {t('upload.send')}
        </Button>
        {file ? null : (
          <span id={reasonId} className="bill-reason">
            {t('upload.needFile')}
          </span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        data-testid="bill-pdf-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // the same file may be chosen again after a refusal
          event.target.value = '';
          if (chosen) pick(chosen);
        }}
      />
    </div>
  );
}
