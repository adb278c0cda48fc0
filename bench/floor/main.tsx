// The bench's floor (bench/lighthouse.mjs): the minimum of Seberang's stack — Vite, React 19 and
// wouter 3 (react-router 7 until issue #40) — holding one search form. Lighthouse audits it alternately with Seberang in the
// same run, and Seberang's budgets are ratios to its figures. Keep it minimal: anything added here
// raises the floor and hides Seberang's own cost.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch, useLocation, useSearchParams } from 'wouter';

const PORTS = ['Simanindo', 'Tigaras'];

function Search() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const [from, setFrom] = useState(params.get('from') ?? PORTS[0]!);
  const [to, setTo] = useState(params.get('to') ?? PORTS[1]!);
  const [date, setDate] = useState(params.get('date') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/?${new URLSearchParams({ from, to, date })}`);
  };
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '0 auto', padding: 16 }}>
      <h1>Cari Jadwal Penyeberangan</h1>
      <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
        <label>
          Dari{' '}
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            {PORTS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          Ke{' '}
          <select value={to} onChange={(e) => setTo(e.target.value)}>
            {PORTS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          Tanggal <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <button type="submit">Cari</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router>
      <Switch>
        <Route path="*" component={Search} />
      </Switch>
    </Router>
  </StrictMode>,
);
