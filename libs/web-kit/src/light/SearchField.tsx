import type { CSSProperties } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useLightStyles } from './light-styles';
import { SvgIcon } from './SvgIcon';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Also the field's name for assistive technology. */
  placeholder?: string;
  /** Names the clear button for assistive technology. */
  clearLabel: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A search box that looks like antd's Input with a search icon and a clear button. */
export function SearchField({
  value,
  onChange,
  placeholder,
  clearLabel,
  style,
  'data-testid': testId,
}: SearchFieldProps) {
  useLightStyles();
  return (
    <span className="mk-search" style={style}>
      <SvgIcon icon={SearchOutlined} className="mk-secondary" />
      <input
        type="search"
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="mk-search-clear"
          aria-label={clearLabel}
          onClick={() => onChange('')}
        >
          <SvgIcon icon={CloseCircleFilled} />
        </button>
      )}
    </span>
  );
}
