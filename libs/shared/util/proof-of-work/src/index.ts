export {
  isProofOfWorkSolution,
  leadingZeroBits,
  PROOF_OF_WORK_NONCE_MAX_LENGTH,
  proofOfWorkBits,
  type ProofOfWorkResult,
  type ProofOfWorkSearch,
  solveProofOfWork,
} from './lib/proof-of-work';
export { sha256 } from './lib/sha256';
