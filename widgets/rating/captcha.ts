/** reCAPTCHA v3 token for Rate My Post (action RMPrating): a site hook first, else grecaptcha. */
import { getConfig, pageGlobal } from '../../src/wp/config';

export async function captchaToken(action: string, siteKey: string | null): Promise<string | undefined> {
  const hook = getConfig().ratingCaptcha;
  if (typeof hook === 'function') return (await (hook as (action: string) => Promise<string>)(action)) || undefined;
  const grecaptcha = pageGlobal('grecaptcha');
  if (!siteKey || !grecaptcha?.execute) return undefined;
  return new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
}
