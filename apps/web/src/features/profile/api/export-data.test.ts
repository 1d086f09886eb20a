import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { exportData, saveFile } from './export-data';

describe('download my data', () => {
  it('fetches GET /api/account/export with the session cookie', async () => {
    const fetchMock = mockFetch({
      'GET /api/account/export': () => jsonResponse({ account: { userName: 'nova' } }),
    });
    const blob = await exportData();
    expect(JSON.parse(await blob.text())).toEqual({ account: { userName: 'nova' } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('rejects with the server’s error', async () => {
    mockFetch({
      'GET /api/account/export': () => jsonResponse({ status: 401, title: 'Not signed in' }, 401),
    });
    await expect(exportData()).rejects.toMatchObject({ status: 401, title: 'Not signed in' });
  });

  it('saves the blob under the given file name', () => {
    const createObjectURL = vi.fn(() => 'blob:starlane/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('starlane-my-data.json');
      expect(this.href).toBe('blob:starlane/1');
    });
    saveFile(new Blob(['{}']), 'starlane-my-data.json');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
