import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { notificationTones } from './schema.ts';

export const bagNotificationsProjection = 'notifications[]{ _key, message, tone }';

const notification = z.object({
  _key: z.string().min(1),
  message: requiredText,
  tone: z
    .enum(notificationTones)
    .nullish()
    .catch('info')
    .transform((tone) => tone ?? 'info'),
});

export const bagNotificationsData = z.object({
  _key: z.string().min(1),
  _type: z.literal('bagNotifications'),
  // Half-written notices are dropped one by one; the block needs at least one complete notice.
  notifications: z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = notification.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .refine((items) => items.length > 0, 'add at least one notification with a message'),
});
export type BagNotificationsBlock = z.infer<typeof bagNotificationsData>;
