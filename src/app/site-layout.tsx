import { Outlet } from 'react-router-dom';
import { SiteFrame } from '@/app/site-frame';

/** Top navigation, the screen, the shared footer: public pages and the member area. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
