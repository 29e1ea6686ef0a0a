// The one number that makes two learnings "the same lesson": trigram Jaccard above it. The gate merges at it
// (dedup.ts), the index's signatures are built for it (partSignatures.ts), compaction and cross-user patterns
// cluster by it.
export const NEAR_DUPLICATE_JACCARD = 0.85;
