import {
  ErrorCode,
  ReleaseStep,
  appCalls,
  releaseCalls,
  releaseLimits,
  type Lang,
  type releaseProblemsData,
} from '@vrportal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerCall, refusal, type Refusal } from '@/test/api-server';
import { APP_ID, APP_NAME, appDetail, releaseForm } from '@/test/fixtures';
import { LANGS, exactly, named, renderPage, textsOf, type Catalogue } from '@/test/render-page';
import { writeStep } from '../lib/draft';
import ReleasePage from './ReleasePage';

type ReleaseTexts = ReturnType<typeof textsOf<Catalogue<'release'>>>;
type SaveCall = typeof releaseCalls.saveAppInfo;
/** What the server answers a save: the whole form, or a refusal. */
type SaveReply = (body: z.output<SaveCall['request']>) => z.input<SaveCall['answer']> | Refusal;

/** The saved draft the server answers. */
const draft = releaseForm();

/**
 * Opens the main store's release wizard of the app on the step the developer saw last (the
 * description unless told); `save` answers the draft's saves.
 */
async function openWizard(
  lang: Lang,
  save: SaveReply,
  step: typeof ReleaseStep.description | typeof ReleaseStep.details = ReleaseStep.description,
) {
  answerCall(appCalls.getAppDetailInfo, () => appDetail({ form: draft }));
  const saves = answerCall(releaseCalls.saveAppInfo, save);
  writeStep(APP_ID, '', step);
  const page = await renderPage(<ReleasePage />, {
    lang,
    route: '/release',
    url: `/release?appId=${APP_ID}&view=wizard`,
    namespaces: ['release'],
  });
  const t = textsOf<Catalogue<'release'>>(lang, 'release');
  await screen.findByRole('heading', { level: 2, name: t(`wizard.step.${step}`) });
  return { ...page, t, saves };
}

/** A localised field of the form, by its label: "App name (English)". */
function localized(t: ReleaseTexts, field: 'name' | 'intros' | 'brief', lang: 'zh_CN' | 'en_US') {
  return screen.getByLabelText(
    t('localized.label', { field: t(`description.${field}`), lang: t(`langs.${lang}`) }),
  );
}

describe('the release wizard', () => {
  it.each(LANGS)('opens on the saved draft with the fields it holds (%s)', async (lang) => {
    const { t } = await openWizard(lang, () => draft);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      exactly(t('wizard.titleToc')),
    );
    expect(screen.getByRole('navigation', { name: t('wizard.steps') })).toBeInTheDocument();
    expect(localized(t, 'name', 'zh_CN')).toHaveValue('星落奥德赛');
    expect(localized(t, 'name', 'en_US')).toHaveValue(APP_NAME);
    expect(localized(t, 'intros', 'zh_CN')).toHaveValue('星海中的一次冒险');
    expect(localized(t, 'intros', 'en_US')).toHaveValue('An adventure across a sea of stars');
    expect(localized(t, 'brief', 'en_US')).toHaveValue(
      'Sail between falling stars to find your way home.',
    );
    expect(screen.getByLabelText(t('description.abbr'))).toHaveValue('S');
  });

  it.each(LANGS)('saves the full name with the step that holds it (%s)', async (lang) => {
    const { user, t, saves } = await openWizard(
      lang,
      (body) => ({ ...draft, ...body }),
      ReleaseStep.details,
    );
    const fullName = screen.getByLabelText(t('details.allName'));
    expect(fullName).toHaveValue('Starfall Odyssey: Voyage Home');

    await user.clear(fullName);
    await user.type(fullName, 'Starfall Odyssey VR');
    await user.click(screen.getByRole('button', { name: named(t('wizard.save')) }));

    expect(await screen.findByText(t('wizard.saved'))).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ appId: APP_ID, allName: 'Starfall Odyssey VR' });
    // the description's fields belong to the step before: this save leaves them out
    expect(saves[0]).not.toHaveProperty('name');
  });

  it.each(LANGS)("a save sends the step's fields as the contract takes them (%s)", async (lang) => {
    const { user, t, saves } = await openWizard(lang, (body) => ({ ...draft, ...body }));

    await user.type(localized(t, 'name', 'en_US'), ' VR');
    await user.click(screen.getByRole('button', { name: named(t('wizard.save')) }));

    expect(await screen.findByText(t('wizard.saved'))).toBeInTheDocument();
    // the description step's fields, with the typed change, and nothing the contract refuses
    // (the handler answers 10400 to a body saveAppInfo's schema does not take)
    expect(saves).toEqual([
      {
        appId: APP_ID,
        name: { zh_CN: '星落奥德赛', en_US: `${APP_NAME} VR` },
        abbr: 'S',
        brief: draft.brief,
        intros: draft.intros,
      },
    ]);
  });

  it.each(LANGS)(
    'a refused save marks the field it names, in the reader’s language (%s)',
    async (lang) => {
      const problems: z.input<typeof releaseProblemsData> = { fields: { 'name.en_US': 'length' } };
      const { user, t, saves } = await openWizard(lang, () =>
        refusal(ErrorCode.invalidInformation, problems),
      );
      const englishName = localized(t, 'name', 'en_US');
      const chineseName = localized(t, 'name', 'zh_CN');
      expect(englishName).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('button', { name: named(t('wizard.save')) }));

      expect(await screen.findByText(t('wizard.fixFields'))).toBeInTheDocument();
      expect(saves).toHaveLength(1);
      const problem = t('problems.length', {
        min: releaseLimits.nameMin,
        max: releaseLimits.nameMax,
      });
      expect(englishName).toHaveAttribute('aria-invalid', 'true');
      // the message under the field comes in once the form has marked it
      await waitFor(() => expect(englishName).toHaveAccessibleDescription(problem));
      expect(chineseName).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(t('wizard.saved'))).toBeNull();
    },
  );
});
