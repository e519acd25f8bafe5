import { addAreaTexts } from '@marketplace/i18n';
import { supplier as en } from '@marketplace/i18n/locales/en/supplier';
import { supplier as pt } from '@marketplace/i18n/locales/pt/supplier';

// The supplier area's texts ship with this remote, not with the shell's i18n instance: added when the
// remote's code loads, before it renders (libs/i18n addAreaTexts); in specs, by importing this module.
addAreaTexts('supplier', { en, pt });
