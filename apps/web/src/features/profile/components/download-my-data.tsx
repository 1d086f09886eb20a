import Button from 'react-bootstrap/Button';
import { FormAlert } from '@/components/form-alert';
import { useExportData } from '../api/export-data';
import { EXPORT_FILE_NAME } from '../constants';
import { PROFILE_TEXTS } from '../lib/messages';

/** 'Download my data': everything held about the member as a JSON file. */
export function DownloadMyData() {
  const exportData = useExportData();
  return (
    <>
      <p>
        Everything we hold about you (account, playlists, favourites, ratings, comments) as one JSON file,{' '}
        <code>{EXPORT_FILE_NAME}</code>.
      </p>
      {exportData.isError ? <FormAlert messages={PROFILE_TEXTS.exportFailed} /> : null}
      <Button
        type="button"
        variant="outline-light"
        disabled={exportData.isPending}
        onClick={() => {
          exportData.mutate();
        }}
      >
        {exportData.isPending ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </>
  );
}
