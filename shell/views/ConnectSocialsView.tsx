import { ListItem } from "./parts/ListItem.js"
import { SocialIcon } from "./parts/SocialIcon.js"
import { SOCIAL_NAMES } from "./parts/socialNames.js"
import { useSocials } from "./connect/useSocials.js"
import { useStartSocialLogin } from "./connect/useStartSocialLogin.js"

/**
 * ConnectSocials: every social login of the project in its order, for those the Connect view's
 * row has no room for. A provider starts its login as from the row (its popup within the click).
 */
const ConnectSocialsView = () => {
  const socials = useSocials()
  const start = useStartSocialLogin()
  return (
    <div className="doorway-list" data-testid="social-list">
      {socials.map((option) => (
        <ListItem
          key={option}
          testId="social-row"
          name={SOCIAL_NAMES[option]}
          image={undefined}
          icon={
            <span className="doorway-image" aria-hidden="true">
              <SocialIcon provider={option} />
            </span>
          }
          onClick={() => start(option)}
        />
      ))}
    </div>
  )
}

export default ConnectSocialsView
