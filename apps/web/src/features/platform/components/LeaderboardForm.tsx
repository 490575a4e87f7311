import {
  PlatformImageUse,
  ResetSchedule,
  ScoreType,
  SortOrder,
  platformLimits,
  type Destination,
  type Leaderboard,
} from '@vrportal/contract';
import { Form, Radio, Select, Switch } from 'antd';
import { useLeaderboardSave } from '../api/leaderboard-save';
import { emptyText, type TextLang } from '../lib/localized';
import { platformOptions } from '../lib/options';
import { platformRules } from '../lib/rules';
import { usePlatformText } from '../lib/texts';
import { FormDrawer, type ItemFormProps } from './FormDrawer';
import { FormSection, MediaField } from './FormParts';
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

function initialOf(item: Leaderboard | null): Values {
  if (!item) {
    return {
      apiName: '',
      title: emptyText(),
      sortOrder: SortOrder.higherIsBetter,
      scoreType: ScoreType.score,
      systemBoard: false,
      notify: false,
      destinationId: '',
      image: '',
      reset: ResetSchedule.none,
    };
  }
  return {
    apiName: item.apiName,
    title: { ...item.title },
    sortOrder: item.sortOrder,
    scoreType: item.scoreType,
    systemBoard: item.systemBoard === 1,
    notify: item.notify === 1,
    destinationId: item.destinationId,
    image: item.image,
    reset: item.reset,
  };
}

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
  const { appId, item } = props;
  const t = usePlatformText();
  const [form] = Form.useForm<Values>();
  const save = useLeaderboardSave(appId);
  const rules = platformRules(t);
  const options = platformOptions(t);

  const onSave = async (values: Values) => {
    await save.mutateAsync({
      appId,
      ...(item ? { id: item.id } : {}),
      apiName: values.apiName.trim(),
      title: values.title,
      sortOrder: values.sortOrder,
      scoreType: values.scoreType,
      systemBoard: values.systemBoard ? 1 : 0,
      notify: values.notify ? 1 : 0,
      destinationId: values.destinationId ?? '',
      image: values.image ?? '',
      reset: values.reset,
    });
  };

  const destinationOptions = [
    { value: '', label: t('form.fields.destinationNone') },
    ...destinations.map((d) => ({ value: d.id, label: `${destinationName(d)} (${d.apiName})` })),
  ];

  return (
    <FormDrawer
      kind="leaderboard"
      {...props}
      form={form}
      initialOf={initialOf}
      onSave={onSave}
      saving={save.isPending}
      apiName
    >
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
      <Form.Item
        name="systemBoard"
        label={t('form.fields.systemBoard')}
        extra={t('form.fields.systemBoardHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="notify"
        label={t('form.fields.notify')}
        extra={t('form.fields.notifyHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
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
