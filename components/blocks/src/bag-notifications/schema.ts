import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const notificationTones = ['info', 'success', 'warning'] as const;

export const bagNotificationsSchema = defineType({
  name: 'bagNotifications',
  title: 'Bag notifications',
  type: 'object',
  description: 'Short notices at the top of the bag, e.g. delivery delays or a promotion that applies automatically.',
  fields: [
    defineField({
      name: 'notifications',
      title: 'Notifications',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(5),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'bagNotification',
          fields: [
            defineField({
              name: 'message',
              title: 'Message',
              type: 'string',
              validation: (rule) => rule.required().max(200),
            }),
            defineField({
              name: 'tone',
              title: 'Tone',
              type: 'string',
              options: { list: [...notificationTones], layout: 'radio' },
              initialValue: 'info',
            }),
          ],
          preview: { select: { title: 'message', subtitle: 'tone' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { notifications: 'notifications' },
    prepare: ({ notifications }) => ({
      title: Array.isArray(notifications) && notifications[0]?.message ? notifications[0].message : 'Bag notifications',
      subtitle: 'Bag notifications',
    }),
  },
});
