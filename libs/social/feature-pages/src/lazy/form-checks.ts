/*
 * The contract checks the social forms validate with: TypeBox and the schemas, the API's own rules
 * and message keys. Never imported by a page: `formChecks` (./form-checks-loader.ts) fetches this
 * module as its own chunk when a form is first used, so no page module carries TypeBox (issue 14).
 */
export {
  ChangePasswordBodySchema,
  FacebookLoginBodySchema,
  FeedbackSchema,
  FreezeBodySchema,
  GoogleLoginBodySchema,
  MemberArticleBodySchema,
  RejectBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordRequestBodySchema,
  TwitterLoginBodySchema,
  UpdateProfileBodySchema,
  validate,
} from '@meydan/shared/contracts';
