import {
  PlatformImageUse,
  ResetSchedule,
  ScoreType,
  SortOrder,
  platformLimits,
  type Destination,
  type Leaderboard,
} from '@vrportal/contract';
import { Form, Radio, Select } from 'antd';
import { useLeaderboardSave, type LeaderboardSaveRequest } from '../api/leaderboard-save';
import { useItemForm, type ItemValues } from '../lib/item-form';
import { emptyText, type TextLang } from '../lib/localized';
import { FormDrawer, type ItemFormProps } from './FormDrawer';
import { FormSection, MediaField, SwitchField } from './FormParts';
import { LocalizedFields } from './LocalizedFields';

interface Values {
  apiName: string;
  title: Record<TextLang, string>;
  sortOrder: number;
  scoreType: number;
  systemBoard: boolean;
  notify: boolean;
  destinationId: string;
  image: string;
  reset: number;
}

/** A leaderboard in the form, and the form's values in its save call. */
const leaderboardValues: ItemValues<Leaderboard, Values, LeaderboardSaveRequest> = {
  blank: () => ({
    apiName: '',
    title: emptyText(),
    sortOrder: SortOrder.higherIsBetter,
    scoreType: ScoreType.score,
    systemBoard: false,
    notify: false,
    destinationId: '',
    image: '',
    reset: ResetSchedule.none,
  }),
  of: (item) => ({
    apiName: item.apiName,
    title: { ...item.title },
    sortOrder: item.sortOrder,
    scoreType: item.scoreType,
    systemBoard: item.systemBoard === 1,
    notify: item.notify === 1,
    destinationId: item.destinationId,
    image: item.image,
    reset: item.reset,
  }),
  request: (values) => ({
    apiName: values.apiName.trim(),
    title: values.title,
    sortOrder: values.sortOrder,
    scoreType: values.scoreType,
    systemBoard: values.systemBoard ? 1 : 0,
    notify: values.notify ? 1 : 0,
    destinationId: values.destinationId ?? '',
    image: values.image ?? '',
    reset: values.reset,
  }),
};

/**
 * Create or edit a leaderboard: API name, title in both languages, ranking and score unit,
 * system board and notification switches, a destination of the app, image, reset schedule.
 */
export function LeaderboardForm({
  destinations,
  destinationName,
  ...props
}: ItemFormProps<Leaderboard> & {
  destinations: Destination[];
  destinationName: (item: Destination) => string;
}) {
  const { appId } = props;
  const { t, form, rules, options } = useItemForm<Values>();
  const save = useLeaderboardSave(appId);

  const destinationOptions = [
    { value: '', label: t('form.fields.destinationNone') },
    ...destinations.map((d) => ({ value: d.id, label: `${destinationName(d)} (${d.apiName})` })),
  ];

  return (
    <FormDrawer kind="leaderboard" {...props} form={form} values={leaderboardValues} save={save}>
      <LocalizedFields name="title" label={t('form.fields.title')} max={platformLimits.titleMax} />

      <FormSection title={t('form.sections.scoring')} />
      <Form.Item
        name="sortOrder"
        label={t('form.fields.sortOrder')}
        rules={[rules.chosen(t('form.fields.sortOrder'))]}
      >
        <Radio.Group options={options.sortOrder} optionType="button" />
      </Form.Item>
      <Form.Item
        name="scoreType"
        label={t('form.fields.scoreType')}
        rules={[rules.chosen(t('form.fields.scoreType'))]}
      >
        <Select options={options.scoreType} />
      </Form.Item>
      <Form.Item name="reset" label={t('form.fields.reset')}>
        <Select options={options.reset} />
      </Form.Item>
      <SwitchField
        name="systemBoard"
        label={t('form.fields.systemBoard')}
        extra={t('form.fields.systemBoardHelp')}
      />
      <SwitchField
        name="notify"
        label={t('form.fields.notify')}
        extra={t('form.fields.notifyHelp')}
      />
      <Form.Item
        name="destinationId"
        label={t('form.fields.destination')}
        extra={t('form.fields.destinationHelp')}
      >
        <Select options={destinationOptions} />
      </Form.Item>

      <MediaField
        name="image"
        label={t('form.fields.image')}
        appId={appId}
        use={PlatformImageUse.leaderboardImage}
        inputId="leaderboard-image-file"
      />
    </FormDrawer>
  );
}
