import { useEffect } from 'react';
import { startThirdPartyScripts } from '../lib/load-scripts';

/** Mounted once in the app: loads the partners' scripts after consent (see startThirdPartyScripts). */
export function ThirdPartyScripts() {
  useEffect(() => startThirdPartyScripts(), []);
  return null;
}
