import { visuallyHidden } from '@shop/ui/styles/layout.css';
import * as styles from '../bag-text.css.ts';
import { InfoIcon, TickIcon, WarningIcon } from '../icons.tsx';
import type { BlockProps } from '../types.ts';
import type { BagNotificationsBlock } from './query.ts';

const icons = { info: InfoIcon, success: TickIcon, warning: WarningIcon };
const toneNames = { info: 'Information', success: 'Good news', warning: 'Important' };

/** Notices at the top of the bag; each says in words (not only colour) what kind of notice it is. */
export async function BagNotifications({ block, edit }: BlockProps<BagNotificationsBlock>) {
  return (
    <ul className={styles.notices} aria-label="Bag notices" data-sanity={edit()}>
      {block.notifications.map((item) => {
        const Icon = icons[item.tone];
        return (
          <li
            key={item._key}
            className={`${styles.notice} ${styles.noticeTone[item.tone]}`}
            data-sanity={edit(`notifications[_key=="${item._key}"]`)}
          >
            <Icon className={styles.noticeIcon[item.tone]} />
            <span>
              <span className={visuallyHidden}>{toneNames[item.tone]}: </span>
              {item.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
