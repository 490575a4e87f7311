// A page of its own (preview/upload.html, never part of the portal build) that mounts the build
// upload dialog for screenshots against a mocked API: scripts/screenshots.mjs builds and opens it.
// Query: type=1|2|3, pkg=<package>, last=<versionCode>, hasApk=0|1, channel=<cId>, lang=zh|en.
import { UploadFileType, type UploadFileTypeValue } from '@vrportal/contract';
import { Button, Card, Space } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '@/app/providers';
import { UploadBuildDialog, type UploadResult } from '@/components/upload-build';
import { initI18n, loadAntdLocale } from '@/lib/i18n';
import { detectLang } from '@/lib/lang';
import '@/styles/global.css';

const APP_ID = '5f1c0a7e9b2d4c6e8f0a1b2c3d4e5f60';
const params = new URLSearchParams(window.location.search);
const typeParam = Number(params.get('type') ?? 1);
const initialType: UploadFileTypeValue =
  typeParam === 2 || typeParam === 3 ? typeParam : UploadFileType.apk;

function Preview() {
  const { t } = useTranslation('upload');
  const [fileType, setFileType] = useState<UploadFileTypeValue>(initialType);
  const [open, setOpen] = useState(params.get('open') !== '0');
  const [results, setResults] = useState<UploadResult[]>([]);
  const types = [UploadFileType.apk, UploadFileType.mainObb, UploadFileType.patchObb] as const;
  const titles = { 1: 'title.apk', 2: 'title.mainObb', 3: 'title.patchObb' } as const;
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <Card title="Starlight Arena VR · com.nebula.starlight">
        <Space wrap>
          {types.map((type) => (
            <Button
              key={type}
              onClick={() => {
                setFileType(type);
                setOpen(true);
              }}
            >
              {t(titles[type])}
            </Button>
          ))}
        </Space>
        <pre
          data-testid="upload-results"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}
        >
          {results.map((result) => JSON.stringify(result)).join('\n')}
        </pre>
      </Card>
      <UploadBuildDialog
        key={fileType}
        open={open}
        appId={APP_ID}
        fileType={fileType}
        packageName={params.get('pkg') ?? 'com.nebula.starlight'}
        lastVersionCode={params.has('last') ? Number(params.get('last')) : null}
        hasApk={params.get('hasApk') !== '0'}
        channelId={params.get('channel')}
        onUploaded={(result) => setResults((list) => [...list, result])}
        onClose={() => setOpen(false)}
      />
    </main>
  );
}

async function boot() {
  const lang = detectLang();
  if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', 'preview');
  const [, locale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <AppProviders locale={locale}>
        <Preview />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
