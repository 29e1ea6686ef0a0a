// Word lists the generator draws from. Technical vocabulary in the four languages the real files
// are written in (English, German, Chinese, Japanese), large enough that two unrelated generated
// learnings share few character trigrams — as two unrelated real learnings do.

export type Lang = 'en' | 'de' | 'zh' | 'ja';

export const EN_NOUNS = [
  'config', 'cache', 'lockfile', 'migration', 'schema', 'token', 'session', 'webhook', 'queue', 'worker',
  'bundle', 'manifest', 'fixture', 'snapshot', 'timeout', 'retry policy', 'index', 'cursor', 'payload', 'header',
  'release branch', 'changelog', 'dependency', 'peer dependency', 'test suite', 'linter', 'formatter', 'build step',
  'docker image', 'volume mount', 'environment variable', 'feature flag', 'rate limit', 'connection pool', 'transaction',
  'foreign key', 'query plan', 'source map', 'service worker', 'event loop', 'stack trace', 'heap snapshot', 'file watcher',
  'symlink', 'working tree', 'submodule', 'rebase', 'merge commit', 'pull request', 'CI pipeline', 'artifact', 'secret store',
  'API client', 'GraphQL resolver', 'REST endpoint', 'websocket', 'cron job', 'state machine', 'reducer', 'selector',
  'component', 'hook', 'router', 'middleware', 'serializer', 'parser', 'tokenizer', 'encoder', 'locale file', 'timezone',
  'date library', 'float rounding', 'decimal column', 'UTF-8 BOM', 'line ending', 'shell quoting', 'glob pattern',
  'regular expression', 'Makefile target', 'tsconfig path alias', 'ESM import', 'CommonJS require', 'virtualenv',
  'poetry lock', 'Cargo feature', 'Go module', 'gradle wrapper', 'pom file', 'Kubernetes probe', 'helm chart', 'terraform state',
];

export const EN_VERBS = [
  'validate', 'regenerate', 'pin', 'invalidate', 'memoize', 'debounce', 'throttle', 'retry', 'batch', 'stream',
  'escape', 'quote', 'normalize', 'sanitize', 'serialize', 'parse', 'lock', 'unlock', 'rebuild', 'restart', 'reload',
  'rotate', 'redact', 'vendor', 'prune', 'squash', 'rebase', 'tag', 'bump', 'deprecate', 'mock', 'stub', 'profile',
  'bisect', 'trace', 'log', 'check', 'compare', 'diff', 'migrate', 'seed', 'flush', 'drain', 'close', 'await', 'cancel',
];

export const EN_ADJ = [
  'stale', 'flaky', 'idempotent', 'atomic', 'deterministic', 'lazy', 'eager', 'cached', 'immutable', 'nullable',
  'case-sensitive', 'timezone-aware', 'thread-safe', 'backwards-compatible', 'pinned', 'optional', 'required', 'async',
];

export const EN_REASONS = [
  'the CI runner uses a different locale', 'the previous release silently dropped it', 'two agents wrote the same file at once',
  'the watcher fires before the rename completes', 'the test relied on wall-clock time', 'the upstream API changed its pagination',
  'macOS paths are case-insensitive', 'Windows adds carriage returns', 'the lock was never released after a crash',
  'the default timeout is only five seconds', 'the cache key ignored the query string', 'the container runs as a different user',
  'the migration ran twice on deploy', 'npm hoisted an incompatible version', 'the fixture was generated on another machine',
];

export const EN_ERRORS = [
  "TypeError: Cannot read properties of undefined (reading '%w')", 'ECONNREFUSED 127.0.0.1:%n', 'ENOENT: no such file or directory',
  "ModuleNotFoundError: No module named '%w'", 'error[E0382]: borrow of moved value: `%w`', 'exit status %n',
  'SyntaxError: Unexpected token in JSON at position %n', 'fatal: refusing to merge unrelated histories', 'EACCES: permission denied',
  'panic: runtime error: index out of range [%n]', 'ImportError: cannot import name %w', 'deadlock detected', 'OOMKilled',
];

export const EN_STEMS = [
  'auth', 'billing', 'invoice', 'user', 'profile', 'search', 'export', 'import', 'report', 'sync', 'upload', 'media',
  'notify', 'mailer', 'audit', 'session', 'payment', 'order', 'cart', 'catalog', 'inventory', 'shipping', 'tax', 'price',
  'feed', 'comment', 'review', 'rating', 'tag', 'label', 'team', 'org', 'role', 'policy', 'quota', 'usage', 'metric',
  'trace', 'span', 'job', 'task', 'step', 'plan', 'build', 'deploy', 'release', 'config', 'setting', 'theme', 'layout',
];

export const EN_EXT = ['ts', 'tsx', 'js', 'py', 'rs', 'go', 'java', 'rb', 'sql', 'yaml', 'json', 'md', 'sh', 'toml'];
export const EN_DIRS = ['src', 'lib', 'app', 'packages/core', 'services/api', 'cmd', 'internal', 'scripts', 'tests', 'web/src'];
export const EN_TOOLS = ['npm', 'pnpm', 'yarn', 'pip', 'cargo', 'go', 'git', 'docker', 'kubectl', 'pytest', 'jest', 'mocha', 'make', 'tsc'];

export const DE_NOUNS = [
  'Konfiguration', 'Zwischenspeicher', 'Sperrdatei', 'Migration', 'Datenbankschema', 'Abhängigkeit', 'Umgebungsvariable',
  'Testsuite', 'Zeitüberschreitung', 'Warteschlange', 'Schnittstelle', 'Berechtigung', 'Protokolldatei', 'Zeitzone',
  'Zeichenkodierung', 'Zeilenende', 'Arbeitsverzeichnis', 'Zweig', 'Zusammenführung', 'Bereitstellung', 'Container',
  'Verbindungspool', 'Transaktion', 'Fremdschlüssel', 'Abfrageplan', 'Ereignisschleife', 'Stapelverfolgung', 'Dateibeobachter',
  'Rundungsfehler', 'Dezimalspalte', 'Sitzung', 'Anmeldedaten', 'Versionsnummer', 'Buildschritt', 'Artefakt', 'Webhook',
];
export const DE_VERBS = [
  'prüfen', 'validieren', 'neu erzeugen', 'festschreiben', 'invalidieren', 'wiederholen', 'bündeln', 'escapen',
  'normalisieren', 'bereinigen', 'serialisieren', 'sperren', 'neu starten', 'rotieren', 'schwärzen', 'migrieren', 'leeren',
];
export const DE_REASONS = [
  'der CI-Runner eine andere Locale verwendet', 'zwei Agenten gleichzeitig dieselbe Datei geschrieben haben',
  'der Beobachter vor dem Umbenennen auslöst', 'der Test von der Uhrzeit abhing', 'die API ihre Paginierung geändert hat',
  'Pfade unter macOS nicht zwischen Groß- und Kleinschreibung unterscheiden', 'die Sperre nach dem Absturz nie freigegeben wurde',
];

export const ZH_WORDS = [
  '配置文件', '缓存', '锁文件', '数据库迁移', '表结构', '令牌', '会话', '回调', '消息队列', '工作进程', '打包', '清单',
  '测试用例', '快照', '超时', '重试策略', '索引', '游标', '请求体', '请求头', '发布分支', '变更日志', '依赖', '测试套件',
  '代码检查', '格式化', '构建步骤', '镜像', '挂载', '环境变量', '功能开关', '限流', '连接池', '事务', '外键', '执行计划',
  '事件循环', '堆栈', '文件监听', '符号链接', '工作区', '子模块', '变基', '合并提交', '拉取请求', '流水线', '密钥',
  '接口', '路由', '中间件', '序列化', '解析器', '时区', '编码', '换行符', '权限', '日志', '版本号', '部署', '回滚',
];
export const ZH_VERBS = ['检查', '验证', '重新生成', '固定', '清除', '重试', '批量处理', '转义', '规范化', '序列化', '加锁', '重启', '轮换', '迁移', '刷新'];
export const ZH_GLUE = ['之前必须先', '之后要', '的时候不要', '时应该', '以后再', '前先确认', '时记得'];
export const ZH_REASONS = [
  '否则流水线会失败', '因为两个代理同时写了同一个文件', '否则会丢失数据', '因为测试依赖了系统时间', '因为接口改了分页方式',
  '否则锁不会被释放', '因为容器用的是另一个用户', '否则迁移会执行两次', '因为默认超时只有五秒',
];

export const JA_WORDS = [
  '設定ファイル', 'キャッシュ', 'ロックファイル', 'マイグレーション', 'スキーマ', 'トークン', 'セッション', 'キュー',
  'ワーカー', 'バンドル', 'テストケース', 'スナップショット', 'タイムアウト', 'リトライ', 'インデックス', 'ペイロード',
  'ヘッダー', 'リリースブランチ', '依存関係', 'テストスイート', 'ビルド手順', 'コンテナ', '環境変数', '機能フラグ',
  'レート制限', '接続プール', 'トランザクション', '外部キー', 'イベントループ', 'スタックトレース', 'ファイル監視',
  'シンボリックリンク', 'サブモジュール', 'プルリクエスト', 'パイプライン', 'シークレット', 'ルーター', 'ミドルウェア',
  'タイムゾーン', '文字コード', '改行コード', '権限', 'ログ', 'バージョン', 'デプロイ', 'ロールバック',
];
export const JA_VERBS = ['確認', '検証', '再生成', '固定', '無効化', '再試行', '正規化', 'シリアライズ', 'ロック', '再起動', '移行', 'フラッシュ'];
export const JA_REASONS = [
  'そうしないとCIが失敗する', '二つのエージェントが同じファイルを書いたため', 'データが失われるため', 'テストが時刻に依存していたため',
  'APIのページングが変わったため', 'ロックが解放されないため', 'マイグレーションが二回実行されるため',
];

/** General English, for free prose between the technical terms (Zipf-picked: common words first). */
export const EN_PROSE = (
  'the to of and a in is it that for on was with as this be not are when but we by from at or after before if it\'s ' +
  'should had have been only which they there then so because one all would can new first into also still instead ' +
  'wrong right again about more than other any every each some what while where why how found same could need used ' +
  'using run ran fix fixed broke breaks failed works worked check checked make made take took keep kept change ' +
  'changed update updated write wrote read returned call called load loaded start started stop stopped try tried ' +
  'turns out actually really probably apparently usually always never sometimes only just already yet later earlier ' +
  'first second last next previous whole entire half both either neither several many few much less most least ' +
  'time times minute minutes hour hours day days week release version build machine laptop server container cluster ' +
  'project repo repository folder directory file files line lines column row table record field value key list map ' +
  'string number date flag option argument parameter setting default override result output input error warning ' +
  'message log logs trace output user users customer team reviewer maintainer agent assistant tool command script ' +
  'test tests case cases suite coverage assertion mock stub fixture spec job step stage pipeline branch commit tag ' +
  'merge conflict diff patch review comment issue ticket bug regression crash hang leak race deadlock timeout retry ' +
  'slow fast faster slower cheap expensive safe unsafe easy hard simple complex clear unclear obvious subtle hidden ' +
  'silently quietly explicitly implicitly automatically manually locally remotely correctly incorrectly properly ' +
  'production staging development preview nightly weekly monday friday morning evening yesterday today tomorrow ' +
  'documentation readme guide note notes example examples pattern patterns rule rules convention habit preference ' +
  'asked told said wanted expected assumed forgot remembered noticed realized learned confirmed verified ignored ' +
  'missing extra duplicate empty null undefined invalid valid broken stale fresh old newer older upstream downstream'
).split(' ');

export const DE_PROSE = (
  'der die das und ist nicht ein eine zu mit auf für von im den dem es sich auch wenn aber nach bei wir noch nur ' +
  'so dann schon wieder immer nie vorher nachher weil dass oder als wie mehr weniger alle jede jeder neue alte ' +
  'Datei Ordner Zeile Wert Schlüssel Liste Tabelle Eintrag Fehler Warnung Meldung Test Tests Fall Fälle Schritt ' +
  'Benutzer Kunde Team Werkzeug Befehl Skript Zweig Commit Änderung Version Server Rechner Umgebung Projekt ' +
  'langsam schnell sicher einfach schwierig klar unklar offensichtlich versteckt still automatisch manuell lokal ' +
  'gefunden geändert geprüft vergessen bemerkt gelernt bestätigt erwartet angenommen gefragt gesagt gewollt'
).split(' ');

export const ZH_PROSE = (
  '我们 这个 那个 一个 每次 所有 已经 还是 然后 但是 因为 所以 如果 的话 之后 之前 其实 一直 总是 从不 有时 ' +
  '问题 原因 结果 方法 步骤 版本 项目 仓库 目录 文件夹 代码 函数 参数 选项 默认值 输出 输入 警告 提示 用户 团队 ' +
  '工具 命令 脚本 测试 覆盖率 断言 任务 阶段 分支 提交 标签 冲突 补丁 评审 评论 缺陷 回归 崩溃 卡死 内存泄漏 竞态 ' +
  '很慢 很快 安全 不安全 简单 复杂 清楚 隐蔽 自动 手动 本地 远程 正确 错误 生产环境 预发布 开发环境 昨天 今天 明天 ' +
  '文档 说明 示例 规则 约定 习惯 偏好 发现 注意到 意识到 学到 确认 验证 忽略 缺少 多余 重复 为空 无效 过期 上游 下游'
).split(' ');

export const JA_PROSE = (
  'この その あの 毎回 すべて すでに まだ しかし なので もし 後で 前に 実は いつも 決して 時々 問題 原因 結果 ' +
  '方法 手順 バージョン プロジェクト リポジトリ ディレクトリ コード 関数 引数 オプション 既定値 出力 入力 警告 ' +
  'ユーザー チーム ツール コマンド スクリプト テスト カバレッジ アサーション ジョブ ステージ ブランチ コミット タグ ' +
  '競合 パッチ レビュー コメント 不具合 回帰 クラッシュ ハング メモリリーク 競合状態 遅い 速い 安全 簡単 複雑 ' +
  '明確 自動 手動 ローカル リモート 本番 ステージング 開発環境 昨日 今日 明日 ドキュメント 説明 例 ルール 規約 ' +
  '習慣 好み 発見 気づいた 学んだ 確認済み 検証済み 無視 欠落 余分 重複 空 無効 古い 上流 下流'
).split(' ');
export const JA_PARTICLES = ['は', 'が', 'を', 'に', 'で', 'と', 'の', 'から', 'まで', 'より'];
