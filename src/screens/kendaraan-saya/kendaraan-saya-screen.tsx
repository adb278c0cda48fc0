// kendaraan-saya (issue #40 item 2): the account's saved vehicles, from Akun (../account/saved-list.tsx).
import { SavedListScreen } from '../account/saved-list';

export default function KendaraanSayaScreen() {
  return <SavedListScreen kind="vehicles" />;
}
