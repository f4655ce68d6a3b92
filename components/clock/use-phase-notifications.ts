'use client';

import { useSyncExternalStore } from 'react';
import { assetPath } from '@/lib/urls.mjs';
import { createPageValue } from '@/lib/page-value';

export type NotifyPermission = NotificationPermission | 'unsupported';

interface NotifySetting {
  permission: NotifyPermission;
  /** The visitor's choice on this page; on by default where they allowed notifications before. */
  on: boolean;
}

const store = createPageValue<NotifySetting>(() => {
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  return { permission, on: permission === 'granted' };
});
// The exported page shows the control as it is before anyone has answered.
const beforeAsking: NotifySetting = { permission: 'default', on: false };

/** Shows a system notification, through the service worker where one is registered. */
async function show(title: string) {
  const options = { tag: 'clock', icon: assetPath('/logo.svg') };
  const registration = navigator.serviceWorker && (await navigator.serviceWorker.getRegistration());
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

/**
 * The opt-in for a system notification when a phase ends while the page is hidden. While the page
 * is visible, the beep and the spoken announcement already tell the visitor.
 */
export function usePhaseNotifications() {
  const { permission, on } = useSyncExternalStore(store.subscribe, store.get, () => beforeAsking);

  const toggle = async () => {
    const current = store.get();
    if (current.permission === 'granted') return store.set({ ...current, on: !current.on });
    if (current.permission !== 'default') return;
    const answer = await Notification.requestPermission();
    store.set({ permission: answer, on: answer === 'granted' });
  };

  return { permission, on, toggle };
}

export function notifyIfHidden(text: string) {
  const { permission, on } = store.get();
  if (!on || permission !== 'granted' || document.visibilityState !== 'hidden') return;
  // Read again: the visitor may have withdrawn the permission in the browser's settings meanwhile.
  if (Notification.permission !== 'granted') return;
  show(text).catch(() => {
    // Refused after all (the permission was withdrawn meanwhile): the beep still sounds.
  });
}
