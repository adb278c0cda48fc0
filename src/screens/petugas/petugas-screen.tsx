// petugas — the port officer's home (issue #10). Officers land here after logging in.
import { Link } from 'react-router-dom';
import { TopBar } from '../../components/top-bar';
import { useSessionUser } from '../../session';

export default function PetugasScreen() {
  const user = useSessionUser();
  return (
    <>
      <TopBar title="Petugas Dermaga" back={false} action={<Link to="/account">Akun</Link>} />
      <main className="screen">
        <p>Selamat bertugas{user ? `, ${user.name}` : ''}.</p>
      </main>
    </>
  );
}
