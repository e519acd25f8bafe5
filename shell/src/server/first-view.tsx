/**
 * The shell's server view module (libs/contracts/src/server-view.ts), built for Node beside the
 * shell's files (webpack/server-view-plugin.js) and run by the edge: a role area's page opened by a
 * signed-in person, drawn in the signed-in layout from the profile and the area's own rendering of
 * the page, so it paints from index.html before any script file has arrived.
 */
import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Profile, Role } from '@marketplace/contracts';
import { timeZoneOf } from '@marketplace/contracts/cookies';
import { remoteAtPath } from '@marketplace/contracts/remotes';
import type { SignedInView, SignedInViewRequest } from '@marketplace/contracts/server-view';
import { htmlLang, pickRequestLanguage, translatorIn } from '@marketplace/i18n';
import { LightUiProvider, sessionStore } from '@marketplace/web-kit';
import { inert, lightWidgetsStyle } from '@marketplace/web-kit/server';
import { serverAreaContainer } from '../remotes/server-area';
import { ROLE_AREAS } from '../app/areas';
import { AppLayout } from '../layout/AppLayout';
import { readSidebarOpen } from '../layout/sidebarState';
import { receivedProfileSchema } from '../session/profile-schema';
import { PROFILE_URL } from '../session/sessionController';

/** The role whose area `path` is in, or null. */
export function areaRoleOf(path: string): Role | null {
  return remoteAtPath(path)?.role ?? null;
}

/**
 * The signed-in layout at `path` with `marker` where the remote's container goes: as RemoteOutlet
 * holds it in the browser, mounted.
 */
function layoutHtml(
  translator: I18n,
  path: string,
  profile: Profile,
  sidebarOpen: boolean,
  marker: string,
): string {
  // useSession reads the module's session store: set here and read by the synchronous render
  // below, with no other request's code running in between.
  sessionStore.setSignedIn(profile);
  return renderToStaticMarkup(
    <I18nextProvider i18n={translator}>
      <MemoryRouter initialEntries={[path]}>
        <LightUiProvider>
          <Routes>
            <Route path="*" element={<AppLayout sidebarOpen={sidebarOpen} />}>
              <Route
                path="*"
                element={
                  <div className="remote-outlet" data-phase="mounted">
                    <div>{marker}</div>
                  </div>
                }
              />
            </Route>
          </Routes>
        </LightUiProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export async function renderSignedInView(request: SignedInViewRequest): Promise<SignedInView | null> {
  const role = areaRoleOf(request.path);
  if (!role) return null;
  const language = pickRequestLanguage(request.uiCookies, request.acceptLanguage);
  // The profile and the area's page at the same time: the page's reads are refused anyway when
  // the session is another role's.
  // Without the browser's time zone its dates could not be drawn as it will draw them: the
  // browser draws the page itself (with a head start) and the app sets the cookie for next time.
  const timeZone = timeZoneOf(request.uiCookies);
  const [profileBody, pageView] = await Promise.all([
    request.read(PROFILE_URL),
    timeZone
      ? request
          .loadArea(role)
          .then(
            (area) =>
              area?.renderAreaPage({ path: request.path, language, timeZone, read: request.read }) ?? null,
          )
      : null,
  ]);
  const parsed = receivedProfileSchema.safeParse(profileBody);
  // Another role's address shows that role's "not allowed" page: the app draws that one.
  if (!parsed.success || parsed.data.role !== role) return null;
  // The area's own page, but none drawn here: the browser draws it, with a head start.
  if (pageView === null) return { html: null, lang: htmlLang(language) };

  const translator = await translatorIn(language);
  // A marker no profile or text can contain, replaced by the remote's container with the page.
  const marker = `area-page-${randomUUID()}`;
  const sidebarOpen = readSidebarOpen(request.uiCookies);
  // The layout is a copy the app replaces (inert: no test ids, no submit); the area's page is the
  // one the remote hydrates, taken out of the copy by RemoteOutlet, `inert` until then.
  const layout = inert(layoutHtml(translator, request.path, parsed.data as Profile, sidebarOpen, marker));
  const container = serverAreaContainer(ROLE_AREAS[role].basePath, pageView);
  return {
    html: lightWidgetsStyle() + layout.replace(marker, () => container),
    lang: htmlLang(language),
    antdStyles: pageView.antd,
  };
}
