import { Link } from '../lib/router';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

export function NotFoundScreen() {
  const t = useT();
  return (
    <main className="screen screen-centered">
      <h1>{t(m.not_found_title)}</h1>
      <p>{t(m.not_found_text)}</p>
      <Link className="button button-primary" to="/beranda">
        {t(m.not_found_home)}
      </Link>
    </main>
  );
}
