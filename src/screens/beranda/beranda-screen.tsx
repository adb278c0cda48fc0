// Placeholder until the search journeys land.
import { BottomNav } from '../../components/bottom-nav';
import { TopBar } from '../../components/top-bar';

export default function BerandaScreen() {
  return (
    <>
      <TopBar title="Beranda" back={false} />
      <main className="screen">
        <p className="placeholder">Halaman ini sedang disiapkan.</p>
      </main>
      <BottomNav />
    </>
  );
}
