// A local stand-in for Firebase Auth (the anonymous sign-in subset), Google's OAuth token endpoint
// and FCM HTTP v1 (issue 19 deliverable 7): specs, e2e and an opted-in `npm start` point FIREBASE_* here.
export { createFirebaseStandIn, FCM_SCOPE, JWKS_PATH, TOKEN_PATH } from './lib/firebase-stand-in';
export type {
  AcceptedGrant,
  FirebaseStandIn,
  FirebaseStandInOptions,
  ReceivedFcmMessage,
  RefusedFcmMessage,
  SeenRequest,
  StandInAccount,
  StandInWebConfig,
} from './lib/firebase-stand-in';
export { decodeJwt, signRs256, unsignedJwt, verifyRs256 } from './lib/jwt';
