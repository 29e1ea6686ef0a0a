// The store layer's public surface (Node side: fs, watching, safe writes; no vscode).
export { LearningsStore, defaultHome, type StoreOptions, type StoreChange } from './learningsStore';
export { discoverFiles, isIgnoredRel, isSkippedDirName, DEFAULT_MAX_DEPTH, type RootSpec, type DiscoveredFile, type WalkOptions } from './discover';
export { validateUserId, resolveInside, isOtherUsersPath, toRelPosix, USER_ID_PATTERN } from './paths';
export { writeFileAtomic, editFile, createFileExclusive, appendJsonl, withFileLock, lockPathFor, STALE_LOCK_MS, type EditResult, type LockOptions } from './safeWrite';
export { DEFAULT_MAX_FILE_BYTES, defaultFileReader, type FileReader } from './readLearningsFile';
