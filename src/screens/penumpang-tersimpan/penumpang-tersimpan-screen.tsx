// penumpang-tersimpan (issue #40 item 2): the account's saved travellers, from Akun (../account/saved-list.tsx).
import { SavedListScreen } from '../account/saved-list';

export default function PenumpangTersimpanScreen() {
  return <SavedListScreen kind="travellers" />;
}
