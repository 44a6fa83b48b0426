import { type Static, Type } from '@sinclair/typebox';

/** Mirrors CONSENT_PURPOSES and CONSENT_METHODS of @meydan/shared/util/cookies (a spec keeps them equal). */
const Purpose = Type.Union([Type.Literal('analytics'), Type.Literal('personalization'), Type.Literal('advertising')]);
const Method = Type.Union([Type.Literal('accept-all'), Type.Literal('reject-all'), Type.Literal('custom')]);

/**
 * `POST /consents` (issue 19): the reader's answer to the cookie banner or the preferences page.
 * `purposes` counts only with `custom` (the two buttons grant everything or nothing). Pages send
 * it as JSON; without scripts the banner's form posts it urlencoded (`purpose` repeated) with a
 * `return` path to go back to.
 */
export const ConsentBodySchema = Type.Object(
  {
    method: Method,
    purposes: Type.Optional(Type.Array(Purpose, { maxItems: 3, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type ConsentBody = Static<typeof ConsentBodySchema>;

/** A recorded choice: what proves it (id, time, banner version, purposes). */
export const ConsentRecordSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 0 }),
  method: Method,
  purposes: Type.Array(Purpose),
});
export type ConsentRecord = Static<typeof ConsentRecordSchema>;
