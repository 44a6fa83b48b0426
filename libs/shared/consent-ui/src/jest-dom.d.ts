// jest-dom matchers are registered at runtime by tools/jest/setup-dom.cjs; this brings in their types for tsc.
/// <reference types="@testing-library/jest-dom" />
