// The documentation world of Context7 (snapshots/context7/build.mjs): libraries with Context7 ids
// (`/org/project`), titles, descriptions, snippet counts, trust and benchmark scores, versions,
// and a sample of code snippets per library that query-docs serves. Every description and snippet
// is written for this project (short, correct usage notes, not copied documentation).
//
// Library: [id, title, description, totalSnippets, trustScore (0–10), benchmarkScore, versions, aliases]
// Snippet: [library id, title, description, language, code, source file]

export const LIBRARIES = [
  ['/vercel/next.js', 'Next.js', 'The React framework for full-stack web applications: routing, rendering, data fetching and caching.', 3864, 10, 91.2, ['v15.1.8', 'v14.3.0-canary.87'], ['nextjs', 'next']],
  ['/vercel/next-learn', 'Next.js Learn', 'Course material and starter projects for learning Next.js step by step.', 214, 10, 62.5, [], ['nextjs course']],
  ['/websites/nextjs_org', 'Next.js (website)', 'Pages of the Next.js website, including blog posts and showcase entries.', 1190, 7.5, 70.4, [], []],
  ['/reactjs/react.dev', 'React', 'The library for web and native user interfaces: components, hooks and state.', 2771, 10, 89.6, [], ['react', 'reactjs']],
  ['/facebook/react', 'React (source repository)', 'Source of the React packages, with contributor docs and changelogs.', 613, 10, 71.8, ['v19.1.0', 'v18.3.1'], []],
  ['/pytest-dev/pytest', 'pytest', 'Python testing framework: fixtures, parametrization, plugins and assertion rewriting.', 1452, 9.5, 88.1, ['8.3.x'], ['py.test']],
  ['/pytest-dev/pytest-xdist', 'pytest-xdist', 'pytest plugin that distributes tests across CPUs or hosts.', 96, 9.5, 64.0, [], []],
  ['/pandas-dev/pandas', 'pandas', 'Data analysis and manipulation for Python: DataFrame, groupby, joins, time series.', 5120, 9.8, 86.9, ['v2.2.3'], []],
  ['/scikit-learn/scikit-learn', 'scikit-learn', 'Machine learning in Python: estimators, model selection, metrics and pipelines.', 4333, 9.8, 87.7, ['1.6.1'], ['sklearn']],
  ['/huggingface/datasets', 'Hugging Face Datasets', 'Load, process and share datasets for machine learning, with memory-mapped Arrow tables.', 1876, 9.6, 84.3, [], ['datasets']],
  ['/pytorch/pytorch', 'PyTorch', 'Tensors and dynamic neural networks in Python with GPU acceleration.', 6021, 9.7, 83.5, ['v2.5.1'], ['torch']],
  ['/fastapi/fastapi', 'FastAPI', 'Python web framework for APIs with type hints, dependency injection and automatic OpenAPI.', 1988, 9.9, 90.4, [], []],
  ['/vitest-dev/vitest', 'Vitest', 'Vite-native test runner for JavaScript and TypeScript with Jest-compatible APIs.', 1204, 9.4, 85.0, ['v3.2.4'], []],
  ['/tailwindlabs/tailwindcss.com', 'Tailwind CSS', 'Utility-first CSS framework documentation: configuration, variants, dark mode and responsive design.', 2310, 9.6, 88.8, [], ['tailwind', 'tailwindcss']],
  ['/prisma/docs', 'Prisma', 'Type-safe ORM for Node.js and TypeScript: schema, migrations, client queries and transactions.', 3512, 9.1, 85.6, [], []],
  ['/stripe/stripe-node', 'Stripe Node.js Library', 'Node.js client for the Stripe API: payments, billing, webhooks and idempotent requests.', 402, 9.3, 79.9, [], ['stripe']],
  ['/apache/iceberg', 'Apache Iceberg', 'Open table format for huge analytic datasets: snapshots, time travel and schema evolution.', 1120, 9.0, 80.2, [], ['iceberg']],
  ['/expressjs/express', 'Express', 'Minimal and flexible Node.js web framework: routing, middleware and error handling.', 1260, 9.2, 84.1, ['v5.1.0'], []],
  ['/someuser/express-jwt-starter', 'express-jwt-starter', 'Community starter template combining Express with JSON Web Token login.', 18, 2.1, 0, [], []],
];

export const SNIPPETS = [
  // Next.js
  ['/vercel/next.js', 'Route Handler with a dynamic segment', 'An App Router route handler reads the segment from the second argument; in Next.js 15 `params` is a Promise and must be awaited.', 'typescript',
    "export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {\n  const { slug } = await params;\n  return Response.json({ slug });\n}", 'docs/01-app/03-api-reference/03-file-conventions/route.mdx'],
  ['/vercel/next.js', 'Opting a fetch out of the cache', 'Since Next.js 15, fetch requests are not cached by default; pass `cache: "force-cache"` to cache or `next.revalidate` for time-based revalidation.', 'typescript',
    "const res = await fetch('https://api.example.com/prices', { next: { revalidate: 3600 } });\nconst fresh = await fetch('https://api.example.com/cart', { cache: 'no-store' });", 'docs/01-app/02-guides/caching.mdx'],
  ['/vercel/next.js', 'Static metadata for a page', 'Export a `metadata` object from a layout or page to set the document title and description.', 'typescript',
    "import type { Metadata } from 'next';\n\nexport const metadata: Metadata = {\n  title: 'Billing',\n  description: 'Usage-based billing dashboard',\n};", 'docs/01-app/03-api-reference/04-functions/generate-metadata.mdx'],
  ['/vercel/next.js', 'Redirecting from middleware', 'Middleware runs before a request is completed; return `NextResponse.redirect` to send unauthenticated users to the login page.', 'typescript',
    "import { NextResponse, type NextRequest } from 'next/server';\n\nexport function middleware(req: NextRequest) {\n  if (!req.cookies.has('session')) return NextResponse.redirect(new URL('/login', req.url));\n}\n\nexport const config = { matcher: ['/dashboard/:path*'] };", 'docs/01-app/03-api-reference/03-file-conventions/middleware.mdx'],
  ['/vercel/next-learn', 'Fetching data in a Server Component', 'In the course dashboard, server components call the database helpers directly with async/await.', 'typescript',
    "export default async function Page() {\n  const revenue = await fetchRevenue();\n  return <RevenueChart revenue={revenue} />;\n}", 'dashboard/final-example/app/dashboard/page.tsx'],
  ['/websites/nextjs_org', 'Showcase: deploying a blog', 'A short walkthrough from the website on deploying a blog template.', 'bash', 'npx create-next-app@latest my-blog --example blog-starter', 'nextjs.org/learn/basics/deploying-nextjs-app'],
  // React
  ['/reactjs/react.dev', 'Cleaning up an effect', 'Return a cleanup function from useEffect to disconnect subscriptions; React runs it before re-running the effect and on unmount.', 'javascript',
    "useEffect(() => {\n  const connection = createConnection(roomId);\n  connection.connect();\n  return () => connection.disconnect();\n}, [roomId]);", 'src/content/reference/react/useEffect.md'],
  ['/reactjs/react.dev', 'Updating state based on the previous state', 'Pass an updater function to the setter when the next state depends on the previous one.', 'javascript',
    "const [count, setCount] = useState(0);\nfunction addThree() {\n  setCount(c => c + 1);\n  setCount(c => c + 1);\n  setCount(c => c + 1);\n}", 'src/content/reference/react/useState.md'],
  ['/reactjs/react.dev', 'Memoizing an expensive calculation', 'useMemo caches a computed value between renders until its dependencies change.', 'javascript',
    "const visibleTodos = useMemo(() => filterTodos(todos, tab), [todos, tab]);", 'src/content/reference/react/useMemo.md'],
  ['/facebook/react', 'Running the test suite', 'Contributors run the Jest-based tests of the packages with yarn.', 'bash', 'yarn test --watch packages/react-dom', 'CONTRIBUTING.md'],
  // pytest
  ['/pytest-dev/pytest', 'Parametrizing a test', 'Run one test function with several argument sets; each set becomes its own test id.', 'python',
    "import pytest\n\n@pytest.mark.parametrize('raw, expected', [('3+5', 8), ('2*4', 8)])\ndef test_eval(raw, expected):\n    assert eval(raw) == expected", 'doc/en/how-to/parametrize.rst'],
  ['/pytest-dev/pytest', 'A fixture with teardown', 'Code after `yield` in a fixture runs as teardown, even when the test fails.', 'python',
    "import pytest\n\n@pytest.fixture\ndef db():\n    conn = connect()\n    yield conn\n    conn.close()", 'doc/en/how-to/fixtures.rst'],
  ['/pytest-dev/pytest', 'Temporary directories with tmp_path', 'The built-in `tmp_path` fixture gives each test a fresh pathlib.Path directory.', 'python',
    "def test_writes_report(tmp_path):\n    out = tmp_path / 'report.json'\n    write_report(out)\n    assert out.read_text().startswith('{')", 'doc/en/how-to/tmp_path.rst'],
  ['/pytest-dev/pytest', 'Setting environment variables with monkeypatch', 'monkeypatch.setenv changes an environment variable for one test and restores it afterwards; use it to pin seeds.', 'python',
    "def test_uses_seed(monkeypatch):\n    monkeypatch.setenv('EVAL_SEED', '1234')\n    assert load_config().seed == 1234", 'doc/en/how-to/monkeypatch.rst'],
  ['/pytest-dev/pytest-xdist', 'Running tests on all CPUs', 'Pass `-n auto` to spread tests over one worker per CPU core.', 'bash', 'pytest -n auto', 'README.rst'],
  // pandas
  ['/pandas-dev/pandas', 'Named aggregation with groupby', 'Use keyword arguments of `agg` to name the output columns of each aggregation.', 'python',
    "summary = df.groupby('grader').agg(\n    items=('item_id', 'count'),\n    mean_score=('score', 'mean'),\n)", 'doc/source/user_guide/groupby.rst'],
  ['/pandas-dev/pandas', 'Merging with an indicator column', '`indicator=True` adds a `_merge` column telling whether each row came from the left, the right or both frames.', 'python',
    "merged = left.merge(right, on='item_id', how='outer', indicator=True)\nonly_left = merged[merged['_merge'] == 'left_only']", 'doc/source/user_guide/merging.rst'],
  ['/pandas-dev/pandas', 'Reading CSV with explicit dtypes', 'Declare column dtypes in `read_csv` so identifiers with leading zeros stay strings.', 'python',
    "df = pd.read_csv('labels.csv', dtype={'item_id': 'string', 'label': 'category'})", 'doc/source/user_guide/io.rst'],
  // scikit-learn
  ['/scikit-learn/scikit-learn', "Cohen's kappa between two raters", '`cohen_kappa_score` measures agreement between two annotators beyond chance; `weights="quadratic"` suits ordinal labels.', 'python',
    "from sklearn.metrics import cohen_kappa_score\n\nkappa = cohen_kappa_score(human_labels, judge_labels)\nweighted = cohen_kappa_score(human_labels, judge_labels, weights='quadratic')", 'doc/modules/model_evaluation.rst'],
  ['/scikit-learn/scikit-learn', 'Reproducible train/test split', 'Fix `random_state` so the split is the same on every run; `stratify` keeps class proportions.', 'python',
    "from sklearn.model_selection import train_test_split\n\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42, stratify=y)", 'doc/modules/cross_validation.rst'],
  ['/scikit-learn/scikit-learn', 'Confusion matrix', '`confusion_matrix` counts predictions per true and predicted class; pass `labels` to fix the order.', 'python',
    "from sklearn.metrics import confusion_matrix\n\ncm = confusion_matrix(y_true, y_pred, labels=['pass', 'fail'])", 'doc/modules/model_evaluation.rst'],
  // datasets
  ['/huggingface/datasets', 'Shuffling with a seed', '`Dataset.shuffle(seed=...)` gives the same order on every run; the shuffle is an index mapping, so flatten it before saving for speed.', 'python',
    "ds = load_dataset('json', data_files='items.jsonl', split='train')\nds = ds.shuffle(seed=1234).flatten_indices()", 'docs/source/process.mdx'],
  ['/huggingface/datasets', 'Batched map', 'With `batched=True` the function receives a dict of lists and can add columns for a whole batch at once.', 'python',
    "def add_len(batch):\n    return {'n_chars': [len(t) for t in batch['text']]}\n\nds = ds.map(add_len, batched=True)", 'docs/source/process.mdx'],
  ['/huggingface/datasets', 'Loading a local CSV', 'Use the generic csv builder with `data_files`; several files can be given as a list or per split.', 'python',
    "ds = load_dataset('csv', data_files={'train': 'train.csv', 'test': 'test.csv'})", 'docs/source/loading.mdx'],
  // PyTorch
  ['/pytorch/pytorch', 'Reproducibility settings', 'Seed every generator and ask for deterministic algorithms; some CUDA operations then raise instead of running nondeterministically.', 'python',
    "import torch, random, numpy as np\n\ntorch.manual_seed(0)\nrandom.seed(0)\nnp.random.seed(0)\ntorch.use_deterministic_algorithms(True)", 'docs/source/notes/randomness.rst'],
  ['/pytorch/pytorch', 'Seeding DataLoader workers', 'Give the DataLoader a seeded generator and a worker_init_fn so each worker draws reproducible numbers.', 'python',
    "g = torch.Generator()\ng.manual_seed(0)\nloader = DataLoader(ds, batch_size=32, shuffle=True, worker_init_fn=seed_worker, generator=g)", 'docs/source/notes/randomness.rst'],
  // FastAPI
  ['/fastapi/fastapi', 'Dependencies with yield', 'A dependency that yields can clean up after the response is sent, e.g. closing a database session.', 'python',
    "async def get_db():\n    db = SessionLocal()\n    try:\n        yield db\n    finally:\n        db.close()", 'docs/en/docs/tutorial/dependencies/dependencies-with-yield.md'],
  ['/fastapi/fastapi', 'Background tasks', 'Declare a `BackgroundTasks` parameter and add work that runs after the response is returned.', 'python',
    "@app.post('/send-report')\nasync def send_report(background_tasks: BackgroundTasks):\n    background_tasks.add_task(write_report, 'weekly')\n    return {'status': 'queued'}", 'docs/en/docs/tutorial/background-tasks.md'],
  // Vitest
  ['/vitest-dev/vitest', 'Fake timers and system time', '`vi.useFakeTimers()` replaces timers and Date; `vi.setSystemTime` freezes the clock for date-dependent code.', 'typescript',
    "beforeEach(() => {\n  vi.useFakeTimers();\n  vi.setSystemTime(new Date('2026-01-01T09:00:00Z'));\n});\nafterEach(() => vi.useRealTimers());", 'docs/api/vi.md'],
  ['/vitest-dev/vitest', 'Mocking a module', '`vi.mock` hoists above imports and replaces the module with the factory result.', 'typescript',
    "vi.mock('./billing', () => ({ charge: vi.fn().mockResolvedValue({ ok: true }) }));", 'docs/guide/mocking.md'],
  ['/vitest-dev/vitest', 'Running one file', 'Pass a file path filter to run only matching test files.', 'bash', 'npx vitest run test/billing.test.ts', 'docs/guide/cli.md'],
  // Tailwind
  ['/tailwindlabs/tailwindcss.com', 'Dark mode with a class', 'In Tailwind CSS v4, override the `dark` variant in CSS to toggle dark mode with a class instead of the system preference.', 'css',
    "@import 'tailwindcss';\n@custom-variant dark (&:where(.dark, .dark *));", 'src/docs/dark-mode.mdx'],
  ['/tailwindlabs/tailwindcss.com', 'Responsive utilities', 'Prefix a utility with a breakpoint (`md:`, `lg:`) to apply it from that width up; unprefixed utilities target mobile first.', 'html',
    '<div class="grid grid-cols-1 md:grid-cols-2 lg:grid-cols-4 gap-4">…</div>', 'src/docs/responsive-design.mdx'],
  // Prisma
  ['/prisma/docs', 'Interactive transactions', '`$transaction` with an async function runs all queries in one database transaction and rolls back if the function throws.', 'typescript',
    "await prisma.$transaction(async (tx) => {\n  const invoice = await tx.invoice.create({ data: { accountId, total } });\n  await tx.ledger.create({ data: { invoiceId: invoice.id, amount: total } });\n});", 'content/200-orm/200-prisma-client/100-queries/058-transactions.mdx'],
  ['/prisma/docs', 'Creating and applying a migration', '`prisma migrate dev` creates a migration from schema changes and applies it to the development database.', 'bash', 'npx prisma migrate dev --name add_invoice_status', 'content/200-orm/300-prisma-migrate/050-getting-started.mdx'],
  // Stripe
  ['/stripe/stripe-node', 'Idempotent requests', 'Pass an `idempotencyKey` in the request options so a retried create does not charge twice.', 'javascript',
    "const invoice = await stripe.invoices.create({ customer: 'cus_123' }, { idempotencyKey: `invoice-${orderId}` });", 'README.md'],
  ['/stripe/stripe-node', 'Verifying webhook signatures', 'Construct the event from the raw request body and the `stripe-signature` header; a mismatch throws.', 'javascript',
    "const event = stripe.webhooks.constructEvent(rawBody, req.headers['stripe-signature'], endpointSecret);", 'README.md'],
  ['/stripe/stripe-node', 'Reporting metered usage', 'For usage-based prices, send meter events with the customer and a value; Stripe aggregates them per billing period.', 'javascript',
    "await stripe.billing.meterEvents.create({ event_name: 'api_calls', payload: { stripe_customer_id: 'cus_123', value: '25' } });", 'README.md'],
  // Iceberg
  ['/apache/iceberg', 'Time travel in Spark SQL', 'Query a table as of a snapshot id or a timestamp.', 'sql',
    "SELECT * FROM prod.db.events TIMESTAMP AS OF '2026-01-01 00:00:00';\nSELECT * FROM prod.db.events VERSION AS OF 10963874102873;", 'docs/docs/spark-queries.md'],
  ['/apache/iceberg', 'Partition evolution', 'Change a table\'s partition spec without rewriting old data; new writes use the new spec.', 'sql',
    'ALTER TABLE prod.db.events ADD PARTITION FIELD days(event_ts);\nALTER TABLE prod.db.events DROP PARTITION FIELD event_date;', 'docs/docs/spark-ddl.md'],
  ['/apache/iceberg', 'Expiring old snapshots', 'Run the expire_snapshots procedure to remove snapshots older than a cut-off and free their files.', 'sql',
    "CALL prod.system.expire_snapshots(table => 'db.events', older_than => TIMESTAMP '2025-12-01 00:00:00', retain_last => 10);", 'docs/docs/spark-procedures.md'],
  // Express
  ['/expressjs/express', 'Error-handling middleware', 'An error handler takes four arguments and is registered after the routes.', 'javascript',
    "app.use((err, req, res, next) => {\n  console.error(err);\n  res.status(500).json({ error: 'internal' });\n});", 'en/guide/error-handling.md'],
  ['/expressjs/express', 'Router-level middleware for authentication', 'Mount a middleware on a router to check a bearer token before its routes run.', 'javascript',
    "const router = express.Router();\nrouter.use((req, res, next) => {\n  const token = req.get('authorization')?.replace('Bearer ', '');\n  if (!token || !verify(token)) return res.sendStatus(401);\n  next();\n});", 'en/guide/using-middleware.md'],
  ['/someuser/express-jwt-starter', 'Login route', 'Starter login route that signs a token.', 'javascript', "app.post('/login', (req, res) => res.json({ token: jwt.sign({ id: 1 }, 'secret') }));", 'index.js'],
];
