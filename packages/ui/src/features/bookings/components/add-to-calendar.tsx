// "Add to calendar" for one booking: a link that downloads the booking's .ics file, made in the browser
// (lib/booking-calendar-file.ts). The file's writer loads when the member points at, focuses or follows the link;
// a click that comes before it has loaded waits for it and then follows the link. Off /booking's first load
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { useRef, useState, type MouseEvent } from 'react';
import type { MyBooking } from '@longwood/core';
import { buttonClasses } from '../../../components/ui/button';
import { facility } from '../../../config/facility';

const loadWriter = () => import('../lib/booking-calendar-file');

export function AddToCalendar({ booking, label, now }: { booking: MyBooking; label: string; now: Date }) {
  // The file made for this booking as it is now: a move or a change makes it again (a new SEQUENCE).
  const key = JSON.stringify(booking);
  const made = useRef<{ key: string; href: string } | null>(null);
  const [, setMade] = useState(0);
  const href = made.current?.key === key ? made.current.href : null;
  const prepare = async () => {
    if (made.current?.key !== key) {
      made.current = { key, href: (await loadWriter()).bookingCalendarHref(booking, facility.email, now) };
      setMade((n) => n + 1);
    }
    return made.current.href;
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    // The ref, not `href`: a click that comes after the file is made but before React draws it would follow the
    // link's '#' (the page itself, downloaded). The browser follows the address the link has once this returns.
    if (made.current?.key === key) {
      link.href = made.current.href;
      return;
    }
    event.preventDefault();
    void prepare().then((file) => {
      link.href = file;
      link.click();
    });
  };
  return (
    <a
      href={href ?? '#'}
      download={`longwood-booking-${booking.bookingDate}.ics`}
      aria-label={`Add to calendar: ${label}`}
      className={buttonClasses('ghost', 'sm')}
      onPointerEnter={() => void prepare()}
      onFocus={() => void prepare()}
      onClick={follow}
    >
      Add to calendar
    </a>
  );
}
