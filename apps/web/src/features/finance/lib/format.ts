import dayjs from 'dayjs';

/** An ISO time in the viewer's zone, to the minute ('' stays ''). */
export const formatTime = (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '');
