import { apiRoutes, type AdAction } from '@starlane/contract';
import { apiUrl, callApi } from '@/lib/api-client';

/** POST /api/ad/logadview?id&action&url: everything travels in the query, the body stays empty. */
export function adEventUrl(adId: number, action: AdAction, pageUrl: string): string {
  return apiUrl(apiRoutes.ads.log, { query: { id: adId, action, url: pageUrl } });
}

/** Logs that the ad was seen on the page (the server counts one view per visitor and half hour). */
export async function logAdView(adId: number, pageUrl: string): Promise<void> {
  await callApi(apiRoutes.ads.log, { query: { id: adId, action: 'view', url: pageUrl } });
}

/**
 * Logs a click. The click usually leaves the page, so a beacon carries it: it outlives the page, and an empty
 * Blob has no type, so no Content-Type header asks the server to parse a body. Where beacons are missing or
 * refused, a keepalive fetch does the same job.
 */
export function logAdClick(adId: number, pageUrl: string): void {
  const url = adEventUrl(adId, 'click', pageUrl);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([]))) return;
  } catch {
    // Some browsers throw instead of answering false (e.g. for a blocked URL); the fetch below still tries.
  }
  void fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
