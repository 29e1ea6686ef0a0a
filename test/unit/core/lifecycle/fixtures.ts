// Real-layout fixtures written for these tests: the shapes people's .learnings/ folders have (self-improving-agent
// markdown with bold header fields and ### sections, JSON captures, per-user folders with ids carrying the date).
export const NOW_ISO = '2026-12-01T12:00:00Z';
export const NOW = Date.parse(NOW_ISO);

/** A LEARNINGS.md as people leave it: a year old, no Recurrence-Count, statuses pending/resolved. */
export const YEAR_OLD_LEARNINGS = `# Learnings

Things the assistant got wrong or learned in this repository.

---

## [LRN-20251103-001] correction

**Logged**: 2025-11-03T14:22:00Z
**Priority**: high
**Status**: pending
**Area**: backend

### Summary
The payments service reads its config from env, not from config.yaml

### Details
I edited config.yaml and nothing changed; the service only reads PAYMENTS_* variables.

### Suggested Action
Change PAYMENTS_* environment variables to configure the payments service

### Metadata
- Source: user_feedback
- Related Files: services/payments/settings.py
- Tags: config

---

## [LRN-20251120-002] insight

**Logged**: 2025-11-20T09:05:00Z
**Priority**: low
**Status**: pending
**Area**: docs

### Summary
Release notes live in docs/releases, one file per minor version

### Metadata
- Source: conversation

---

## [LRN-20251201-003] best_practice

**Logged**: 2025-12-01T17:40:00Z
**Priority**: medium
**Status**: resolved
**Area**: tests

### Summary
Run the integration suite with the docker profile

### Metadata
- Source: conversation
`;

export const YEAR_OLD_ERRORS = `# Errors

## [ERR-20251110-001] docker_compose_up

**Logged**: 2025-11-10T11:00:00Z
**Priority**: medium
**Status**: pending
**Area**: infra

### Summary
docker compose up fails: port 5432 already allocated

### Error
\`\`\`
Error response from daemon: driver failed programming external connectivity: Bind for 0.0.0.0:5432 failed: port is already allocated
\`\`\`

### Context
A local Postgres was running outside docker.

### Suggested Fix
Stop the local Postgres service before starting the compose stack

### Metadata
- Reproducible: yes
- Related Files: docker-compose.yml
`;

/** A per-user LEARNINGS.md (seed 003 layout): ids carry the user and the day; no date field at all. */
export function perUserLearnings(user: string, day: string, wording: string): string {
  return `# Learnings

## [LRN-${user}-${day}-001] Prefers metric units

- **Priority**: Medium
- **Category**: preference
- **Context**: Asked for a running route
- **Learning**: ${wording}
- **Action**: Give distances in kilometres and temperatures in Celsius
- **Status**: active

## [LRN-${user}-${day}-002] Private note for ${user}

- **Priority**: Low
- **Category**: knowledge
- **Context**: Mentioned a dentist appointment
- **Learning**: The appointment for ${user} is on a ${day.endsWith('1') ? 'Monday' : 'Friday'}
- **Status**: active
`;
}

/** A recent, recurring ERRORS.md entry with a Suggested Fix (ready to promote). */
export const RECENT_ERROR = `# Errors

## [ERR-20261128-001] vite_build

**Logged**: 2026-11-28T10:00:00Z
**Priority**: high
**Status**: pending
**Area**: frontend

### Summary
Failed to resolve import "./utils" from "src/web/app.ts"

### Error
\`\`\`
[vite]: Rollup failed to resolve import "./utils" from "src/web/app.ts".
\`\`\`

### Suggested Fix
Import local modules in src/web with their \`.ts\` extension (\`./utils.ts\`)

### Metadata
- Reproducible: yes
- Related Files: src/web/app.ts, src/web/utils.ts
- Recurrence-Count: 4
- Last-Seen: 2026-11-30
- See Also: ERR-20261101-004

---

## [ERR-20261129-002] flaky_socket

**Logged**: 2026-11-29T10:00:00Z
**Priority**: high
**Status**: pending
**Area**: backend

### Summary
Socket test times out on CI

### Error
\`\`\`
Error: Timeout of 2000ms exceeded in test/socket.test.ts
\`\`\`

### Metadata
- Reproducible: sometimes
- Related Files: test/socket.test.ts, src/net/socket.ts
- Recurrence-Count: 5
- Last-Seen: 2026-11-30
`;

/** One lesson recorded twice: a LEARNINGS.md entry and a JSON capture, worded differently, the same fix for the same files. */
export const LESSON_MD = `# Learnings

## [LRN-20261127-001] correction

**Logged**: 2026-11-27T08:00:00Z
**Priority**: high
**Status**: pending
**Area**: database

### Summary
Do not edit the schema by hand

### Suggested Action
Run migrations with \`npm run db:migrate\`, never by hand

### Example
\`\`\`
npm run db:migrate -- --to 0007
\`\`\`

### Metadata
- Source: user_feedback
- Related Files: db/migrations/0007_orders.sql, src/db/migrate.ts
- Recurrence-Count: 4
- Last-Seen: 2026-11-30
- Tags: database
`;

export const LESSON_JSON = JSON.stringify(
  {
    id: 'c0ffee12',
    type: 'correction',
    timestamp: '2026-11-30T16:00:00Z',
    content: 'Applied 0007_orders.sql with psql directly and the migration table drifted',
    fix: 'Run migrations with `npm run db:migrate`, never by hand.',
    context: { files: ['src/db/migrate.ts', 'db/migrations/0007_orders.sql'], domain: ['database', 'tooling'] },
    recurrence: 4,
    status: 'pending',
  },
  null,
  2,
) + '\n';

/** A recurring learning about one folder (scoped rules). */
export const SCOPED_LEARNING = `# Learnings

## [LRN-20261126-001] best_practice

**Logged**: 2026-11-26T08:00:00Z
**Priority**: high
**Status**: pending
**Area**: api

### Summary
Handlers validate input first

### Suggested Action
Validate request bodies with the zod schema from src/api/schemas.ts before touching the database

### Metadata
- Source: user_feedback
- Related Files: src/api/orders.ts, src/api/schemas.ts, src/api/users/handler.ts
- Recurrence-Count: 5
- Last-Seen: 2026-11-30
- Tags: api, validation
`;
