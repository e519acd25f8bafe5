import { addAreaTexts } from '@marketplace/i18n';
import { buyer as en } from '@marketplace/i18n/locales/en/buyer';
import { buyer as pt } from '@marketplace/i18n/locales/pt/buyer';

// The buyer area's texts ship with this remote, not with the shell's i18n instance: added when the
// remote's code loads, before it renders (libs/i18n addAreaTexts); on the server, by its view module;
// in specs, by importing this module.
addAreaTexts('buyer', { en, pt });
