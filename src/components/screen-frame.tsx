// A screen's first paint drawn from its route-table entry (issue #25, src/hooks/first-paint.ts):
// the screen's top bar (title, a back button unless `back` is false, the passengers' bottom
// navigation with `nav`) and a placeholder, or for the staff's pages, whose layout draws the
// chrome, a heading of the level `heading` names.
import { TopBar } from './top-bar';
import { BottomNav } from './bottom-nav';
import { Skeleton } from './skeleton';

export function ScreenFrame({
  title,
  back,
  nav,
  heading,
}: {
  title: string;
  back?: false;
  nav?: true;
  heading?: 'h1' | 'h2';
}) {
  if (heading) {
    const Heading = heading;
    return (
      <main className="screen">
        <Heading>{title}</Heading>
        <Skeleton lines={4} />
      </main>
    );
  }
  return (
    <>
      <TopBar title={title} back={back === false ? false : 'history'} />
      <main className="screen">
        <Skeleton lines={4} />
      </main>
      {nav && <BottomNav />}
    </>
  );
}
