import { apiRoutes } from '@starlane/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { toApiError, apiUrl } from '@/lib/api-client';
import { EXPORT_FILE_NAME } from '../constants';

/** GET /api/account/export: everything held about the member, as the server's JSON bytes. */
export async function exportData(): Promise<Blob> {
  const response = await fetch(apiUrl(apiRoutes.account.exportData), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the status alone says what went wrong
    }
    throw toApiError(response, body);
  }
  return response.blob();
}

/** Hands a blob to the browser as a download called `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Fetches the export and saves it as starlane-my-data.json. */
export const exportDataMutationOptions = (save: (blob: Blob, fileName: string) => void = saveFile) =>
  mutationOptions({
    mutationKey: ['profile', 'export'],
    mutationFn: exportData,
    onSuccess: (blob) => {
      save(blob, EXPORT_FILE_NAME);
    },
  });

export function useExportData() {
  return useMutation(exportDataMutationOptions());
}
