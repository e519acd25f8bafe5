import { ConfigProvider, Select } from 'antd';
import { theme } from '@marketplace/web-kit';

export interface RoleSelectProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder: string;
  options: { value: string; label: string }[];
  invalid: boolean;
  disabled: boolean;
}

/** The sign-up role picker: antd's Select, loaded with the Sign Up tab (not with /auth). */
export default function RoleSelect({
  id,
  value,
  onChange,
  placeholder,
  options,
  invalid,
  disabled,
}: RoleSelectProps) {
  return (
    <ConfigProvider theme={theme}>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        options={options}
        status={invalid ? 'error' : undefined}
        disabled={disabled}
        style={{ width: '100%' }}
        data-testid="sign-up-role"
      />
    </ConfigProvider>
  );
}
