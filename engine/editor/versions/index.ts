// Versions, documents and writing aids of the AI Text Editor: pure logic, no editor or storage code.
export { storedBytes, VERSION_CAP, versionsToDrop, type VersionCap, type VersionSize } from './version-caps.ts';
export { cleanName, createDocument, MAX_NAME_LENGTH, newId, nextDocumentName, removeDocument, renameDocument, sortDocuments, type EditorDocument, type WritingGoal } from './documents.ts';
export { createVersion, type EditorVersion, type VersionReason } from './editor-version.ts';
export { goalProgress, MAX_GOAL, parseGoalTarget, type GoalProgress } from './writing-goal.ts';
