import { apiRoutes, type DmcaNoticeBody, type DmcaNoticeReceipt } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/dmca/notice: anyone may file; the claimant and the site's DMCA address get a copy by mail. */
export function fileDmcaNotice(notice: DmcaNoticeBody): Promise<DmcaNoticeReceipt> {
  return callApi(apiRoutes.dmca.notice, { body: notice });
}

export const useFileDmcaNotice = defineMutation(fileDmcaNotice);
