/**
 * The shell's server view module (libs/contracts/src/server-view.ts), built for Node beside the
 * shell's files (webpack/server-view-plugin.js) and run by the edge: a role area's page opened by a
 * signed-in person, drawn in the signed-in layout from the profile and the area's own rendering of
 * the page, so it paints from index.html before any script file has arrived. The browser hydrates
 * it as it is: the layout by the shell (bootstrap.tsx), the area's page by its remote.
 */
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Profile, Role } from '@marketplace/contracts';
import { timeZoneOf } from '@marketplace/contracts/cookies';
import { remoteAtPath } from '@marketplace/contracts/remotes';
import type { SignedInView, SignedInViewRequest } from '@marketplace/contracts/server-view';
import { htmlLang, pickRequestLanguage, translatorIn } from '@marketplace/i18n';
import { sessionStore } from '@marketplace/web-kit';
import { lightWidgetsStyle } from '@marketplace/web-kit/server';
import { AreaRoute } from '../app/area-route';
import { ROLE_AREAS } from '../app/areas';
import { ServerRenderContext, type ServerRender } from '../app/server-render';
import { SignedInLayout } from '../app/signed-in-layout';
import { serverAreaContainer } from '../remotes/server-area';
import { receivedProfileSchema } from '../session/profile-schema';
import { PROFILE_URL } from '../session/sessionController';

/** The role whose area `path` is in, or null. */
export function areaRoleOf(path: string): Role | null {
  return remoteAtPath(path)?.role ?? null;
}

/**
 * The signed-in layout at `path` around the area's page, as the app's router renders it in the
 * browser (router.tsx: the signed-in layout route, the area's route), so the app hydrates it.
 */
function layoutHtml(
  role: Role,
  path: string,
  profile: Profile,
  translator: I18n,
  server: ServerRender,
): string {
  const { remote, basePath } = ROLE_AREAS[role];
  // useSession reads the module's session store: set here and read by the synchronous render
  // below, with no other request's code running in between.
  sessionStore.setSignedIn(profile);
  return renderToString(
    <I18nextProvider i18n={translator}>
      <ServerRenderContext.Provider value={server}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<SignedInLayout />}>
              <Route path="*" element={<AreaRoute role={role} remote={remote} basePath={basePath} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ServerRenderContext.Provider>
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
  const server: ServerRender = {
    uiCookies: request.uiCookies,
    areaHtml: serverAreaContainer(ROLE_AREAS[role].basePath, pageView),
  };
  return {
    html: layoutHtml(role, request.path, parsed.data as Profile, translator, server),
    // The light widgets' stylesheets the page draws, which the kit's code adds to the page once it runs.
    style: lightWidgetsStyle(server.areaHtml),
    lang: htmlLang(language),
    antdStyles: pageView.antd,
  };
}
