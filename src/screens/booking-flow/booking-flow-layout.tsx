// Keeps the long-lived flow actor of the routes below it (placeholder until its issue lands).
import { Outlet } from 'react-router-dom';

export default function BookingFlowLayout() {
  return <Outlet />;
}
