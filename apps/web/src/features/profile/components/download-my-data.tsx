import Button from 'react-bootstrap/Button';
import { FormAlert } from '@/components/form-alert';
import { useExportData } from '../api/export-data';
import { EXPORT_FILE_NAME } from '../constants';
import { useMessages } from '@/lib/i18n/messages';

/** 'Download my data': everything held about the member as a JSON file. */
export function DownloadMyData() {
  const exportData = useExportData();
  const t = useMessages();
  return (
    <>
      <p>
        {t.profile.downloadIntro} <code>{EXPORT_FILE_NAME}</code>.
      </p>
      {exportData.isError ? <FormAlert messages={t.profile.exportFailed} /> : null}
      <Button
        type="button"
        variant="outline-light"
        disabled={exportData.isPending}
        onClick={() => {
          exportData.mutate();
        }}
      >
        {exportData.isPending ? t.profile.preparing : t.profile.download}
      </Button>
    </>
  );
}
