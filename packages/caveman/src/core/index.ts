// Public entry point of the compression core (library + CLI + worker all import from here).
export * from './types';
export { compress, compressAll, proseText, protectInputs, resultDetail, type ListChange, type ResultDetail, type RunChange } from './compress';
export { compileProtect } from './protect';
export { compressVerified, type VerifiedResult } from './verify';
export { repair, repairSummary, replacedClasses, type RepairOptions, type RepairResult, type RepairedSentence } from './sentence-repair';
export { FINDING_CLASSES, CLASS_INFO, type FindingClass } from './license';
export { selectIntensity } from './select';
export { check, checkAll, checkProtectInputs, keepReadings } from './check';
export { PROFILES, PROFILE_IDS, findProfile, getProfile, resolveProfile, validateProfile } from './profiles';
export { envelopeHeader, findEnvelope, parseEnvelope, stripEnvelope, WIRE_PREFIX, withWirePrefix } from './envelope';
export * from './report';
export { createCompressor, type Compressor } from './compressor';
export { expand, type ExpandEdit, type ExpandOptions, type ExpandResult } from './expand';
export { InputLimitError, MAX_BRACKETS, MAX_NESTING } from './limits';
