import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { SERVER } from './ports';

interface OutboxMail {
  to: string;
  template: string;
  text: string;
}

/** The newest `/auth/...` link of a template sent to an address, read from the development outbox. */
export async function mailedPath(request: APIRequestContext, to: string, template: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get(`${SERVER}/api/v3.5/dev/outbox`)).json()) as { items: OutboxMail[] };
      const mail = items.find((item) => item.to === to && item.template === template);
      found = mail ? /https?:\/\/[^/\s]+(\/auth\/[^\s]+)/.exec(mail.text)?.[1] : undefined;
      return found;
    })
    .toBeTruthy();
  return found as string;
}
