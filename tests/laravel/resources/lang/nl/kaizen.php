<?php

return ['locked' => 'Over deze kaizen is al besloten; hij kan niet meer veranderen.'];
